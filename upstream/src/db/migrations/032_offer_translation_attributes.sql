-- An offer's attributes in a translation's language: the text values that differ from the
-- English ones (room type, places, inclusions…), laid over `offers.attributes` when the offer
-- is read in that language (inventory/attributes-es.ts). NULL: none differ.
ALTER TABLE offer_translations
  ADD COLUMN attributes jsonb CHECK (attributes IS NULL OR jsonb_typeof(attributes) = 'object');
