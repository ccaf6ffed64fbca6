-- The seeded country list gave the US Minor Outlying Islands Eswatini's dial code (+268, an
-- error in the world-countries data); they dial as the United States, +1. The seed now writes
-- +1 (reference/dial-code.ts); this corrects databases seeded before.

UPDATE countries SET isd_code = '+1' WHERE country_code = 'UM' AND isd_code = '+268';
