-- White-label styles (spec §7): per organisation and page code, CSS for every visitor (phase
-- 'both', the white-label CSS), before login or after login; named stylesheets served as text/css
-- and referenced by page; public site API keys naming the organisation a frontend serves.
-- The CSS is stored as the organisation wrote it: the gateway sanitises it before any page sees it.

CREATE TABLE site_api_keys (
  api_key text PRIMARY KEY CHECK (api_key ~ '^[A-Za-z0-9_-]{8,128}$'),
  org_id integer NOT NULL REFERENCES organisations (org_id) ON DELETE CASCADE
);

CREATE TABLE organisation_styles (
  style_id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (org_id) ON DELETE CASCADE,
  -- 'ALL' applies to every page, before the page's own rules.
  page_code text NOT NULL CHECK (page_code ~ '^[A-Z][A-Z0-9_]{0,39}$'),
  phase text NOT NULL CHECK (phase IN ('both', 'before_login', 'after_login')),
  css text NOT NULL CHECK (length(css) <= 100000),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX organisation_styles_page ON organisation_styles (org_id, page_code, phase);

CREATE TABLE organisation_stylesheets (
  org_id integer NOT NULL REFERENCES organisations (org_id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  css text NOT NULL CHECK (length(css) <= 100000),
  PRIMARY KEY (org_id, name)
);

CREATE TABLE organisation_page_stylesheets (
  org_id integer NOT NULL,
  page_code text NOT NULL CHECK (page_code ~ '^[A-Z][A-Z0-9_]{0,39}$'),
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, page_code, name),
  FOREIGN KEY (org_id, name) REFERENCES organisation_stylesheets (org_id, name) ON DELETE CASCADE
);
