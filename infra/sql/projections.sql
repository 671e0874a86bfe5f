-- Every projection table, created inside one schema (live: "proj"). The worker runs this file
-- with search_path set to the target schema, so replay can build a fresh copy beside the live
-- one and swap it in. Changing this file changes its hash: the worker then rebuilds by replay.

-- Where the projector is in each partition: the next offset to apply. Written in the same
-- transaction as the projection rows, so a crash never loses or repeats an event.
CREATE TABLE projector_offsets (
  topic       text        NOT NULL,
  partition   integer     NOT NULL,
  next_offset bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, partition)
);

-- One row per applied event: proves no event is applied twice (event_id is the key: the same
-- event written twice, at two offsets, is applied once) and tells which event produced what.
-- Where it was read (topic, partition, offset) is kept but not a key: the stored offsets above
-- already keep one offset from being applied twice, and a second index would cost every event
-- another B-tree insert. `request_hash` is the envelope's, for events of a command sent with an
-- Idempotency-Key: the api compares it to tell a retry from another request reusing the key.
CREATE TABLE applied_events (
  event_id     uuid        PRIMARY KEY,
  topic        text        NOT NULL,
  partition    integer     NOT NULL,
  "offset"     bigint      NOT NULL,
  type         text        NOT NULL,
  request_hash text,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- What the api's response cache follows: one counter per read area (storage/read_areas.hpp),
-- grown in the transaction of every batch that applied an event of that area, so a cached answer
-- is dropped only when something it read has changed.
CREATE TABLE projection_changes (
  area    text   PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO projection_changes (area) VALUES ('catalogue'), ('blog'), ('views'), ('comments'), ('site'), ('admin'), ('sitemap');

-- Events that could not be applied, with the reason. The projector moves on past them.
CREATE TABLE dead_letters (
  id        bigserial   PRIMARY KEY,
  topic     text        NOT NULL,
  partition integer     NOT NULL,
  "offset"  bigint      NOT NULL,
  event_id  text,
  type      text,
  reason    text        NOT NULL,
  payload   text        NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE casinos (
  id          uuid             PRIMARY KEY,
  name        text             NOT NULL,
  slug        text             NOT NULL,
  url         text             NOT NULL,
  logo_url    text             NOT NULL,
  description text             NOT NULL,
  details     text,
  rating      double precision,
  featured    boolean          NOT NULL DEFAULT false,
  created_at  timestamptz      NOT NULL,
  updated_at  timestamptz      NOT NULL,
  search_text  text            NOT NULL,
  search_ascii text            NOT NULL
);
-- Unique, and in byte order (text_pattern_ops) so that a create's slug check (the name's slug or
-- it with -2, -3...: `slug LIKE 'base-%'`) reads the index instead of every casino.
CREATE UNIQUE INDEX casinos_slug_key ON casinos (slug text_pattern_ops);
-- The back office's list (admin_casinos): by name in Turkish order, newest first, the search.
CREATE INDEX casinos_tr_name_idx ON casinos ((name COLLATE "tr-TR-x-icu"), id);
CREATE INDEX casinos_created_idx ON casinos (created_at, id);
CREATE INDEX casinos_search_idx ON casinos USING gin (search_ascii public.gin_trgm_ops);

-- Promotion categories. Public lists show active ones only.
CREATE TABLE categories (
  id          uuid        PRIMARY KEY,
  name        text        NOT NULL,
  slug        text        NOT NULL UNIQUE,
  description text,
  is_active   boolean     NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  search_text  text       NOT NULL,
  search_ascii text       NOT NULL
);

-- Promotions. `description` is the stored HTML of the event; the projector also keeps its two
-- halves (domain::split_promotion_description), the title's URL slug for link lookups, and the
-- search-folded title and short text (domain::fold_for_search) for the public search, and both
-- ASCII-folded in one column (domain::fold_ascii_for_search, title and short text on two lines)
-- behind a trigram index, so a substring search stays fast at 100,000 promotions.
-- casino_id and category_id have no foreign keys: a missing casino reads as none.
CREATE TABLE promotions (
  id                uuid        PRIMARY KEY,
  title             text        NOT NULL,
  slug              text        NOT NULL,
  casino_id         uuid,
  category_id       uuid,
  category          text,
  description       text        NOT NULL,
  short_description text        NOT NULL,
  full_description  text        NOT NULL,
  url               text        NOT NULL,
  terms             text[]      NOT NULL,
  promotion_code    text,
  is_active         boolean     NOT NULL,
  indexed           boolean     NOT NULL,
  expiry_date       timestamptz,
  image_url         text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  search_title      text        NOT NULL,
  search_short      text        NOT NULL,
  search_ascii      text        NOT NULL
);
CREATE INDEX promotions_search_idx ON promotions USING gin (search_ascii public.gin_trgm_ops);
CREATE INDEX promotions_newest_idx ON promotions (created_at DESC, id DESC);
-- A casino's promotions newest first (its page, a promotion's related ones) and the link lookup
-- (a title slug within the link's casino, newest first) stop after the rows they answer.
CREATE INDEX promotions_casino_idx ON promotions (casino_id, created_at DESC, id DESC);
CREATE INDEX promotions_category_idx ON promotions (category_id);
CREATE INDEX promotions_slug_idx ON promotions (slug, casino_id, created_at DESC, id DESC);
-- The back office's list (admin_promotions) sorted by title in Turkish order or by expiry.
CREATE INDEX promotions_tr_title_idx ON promotions ((title COLLATE "tr-TR-x-icu"), id);
CREATE INDEX promotions_expiry_idx ON promotions (expiry_date, id);
-- A casino's visible promotions counted from the index alone (promo_count of casino_answers and
-- of the back office's casino list, 50 casinos a page).
CREATE INDEX promotions_visible_casino_idx ON promotions (casino_id, expiry_date) WHERE is_active;

-- The exact number of promotions, for the back office's unfiltered list (admin_promotions): kept
-- by a statement trigger in the transaction that inserts or deletes the rows, so the total read
-- in the page's snapshot is the number of rows in it, without counting 100,000 index entries.
CREATE TABLE promotion_totals (
  id    smallint PRIMARY KEY CHECK (id = 1),
  total bigint   NOT NULL
);
INSERT INTO promotion_totals VALUES (1, 0);
-- The schema is the trigger's table's (replay builds a copy beside the live one and renames it).
CREATE FUNCTION promotion_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO d FROM new_rows;
  ELSE
    SELECT -count(*) INTO d FROM old_rows;
  END IF;
  IF d <> 0 THEN
    EXECUTE format('UPDATE %I.promotion_totals SET total = total + $1 WHERE id = 1', TG_TABLE_SCHEMA) USING d;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER promotion_totals_insert AFTER INSERT ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION promotion_totals_change();
CREATE TRIGGER promotion_totals_delete AFTER DELETE ON promotions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION promotion_totals_change();
-- The promotions' search column again, narrow (about 60 rows a page against 6 of the promotion),
-- kept by a row trigger in the same transaction: the back office counts the promotions a search
-- matches here (10,000 of 100,000 for 'hos'), where rechecking the trigram index's candidates
-- reads 60 rows per page instead of 6.
CREATE TABLE promotion_search (
  id           uuid PRIMARY KEY,
  search_ascii text NOT NULL
);
CREATE INDEX promotion_search_idx ON promotion_search USING gin (search_ascii public.gin_trgm_ops);
CREATE FUNCTION promotion_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('DELETE FROM %I.promotion_search WHERE id = $1', TG_TABLE_SCHEMA) USING OLD.id;
  ELSE
    EXECUTE format('INSERT INTO %I.promotion_search (id, search_ascii) VALUES ($1, $2) '
                   'ON CONFLICT (id) DO UPDATE SET search_ascii = EXCLUDED.search_ascii', TG_TABLE_SCHEMA)
      USING NEW.id, NEW.search_ascii;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER promotion_search_insert AFTER INSERT OR DELETE ON promotions
  FOR EACH ROW EXECUTE FUNCTION promotion_search_change();
CREATE TRIGGER promotion_search_update AFTER UPDATE OF search_ascii ON promotions
  FOR EACH ROW WHEN (OLD.search_ascii IS DISTINCT FROM NEW.search_ascii) EXECUTE FUNCTION promotion_search_change();

-- What visitors may see: active and not expired. Every public read goes through this view.
CREATE VIEW visible_promotions AS
  SELECT * FROM promotions WHERE is_active AND (expiry_date IS NULL OR expiry_date > now());

-- A casino as the api answers it (public and admin): its fields and promo_count, the number of
-- its publicly visible promotions.
CREATE VIEW casino_answers AS
  SELECT c.id, c.name, c.slug, c.url, c.logo_url, c.description, c.details, c.rating, c.featured, c.created_at,
         c.updated_at, (SELECT count(*) FROM visible_promotions vp WHERE vp.casino_id = c.id) AS promo_count
    FROM casinos c;

-- Blog posts. view_count is the sum of blog_post.viewed counts (kept per post in blog_post_views
-- too, so views projected before their post exists are not lost: the topics have no order
-- between them).
CREATE TABLE blog_posts (
  id              uuid        PRIMARY KEY,
  title           text        NOT NULL,
  slug            text        NOT NULL,
  excerpt         text        NOT NULL,
  content         text        NOT NULL,
  image_url       text,
  category        text,
  author          text        NOT NULL,
  seo_title       text,
  seo_description text,
  seo_keywords    text,
  is_published    boolean     NOT NULL,
  published_at    timestamptz,
  indexed         boolean     NOT NULL,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  view_count      bigint      NOT NULL DEFAULT 0,
  search_text     text        NOT NULL,
  search_ascii    text        NOT NULL
);
-- Unique, and in byte order (text_pattern_ops) like casinos_slug_key: a batch's slug check
-- (`slug LIKE 'base%'`, admin_blog.cpp) reads the index instead of every post.
CREATE UNIQUE INDEX blog_posts_slug_key ON blog_posts (slug text_pattern_ops);
CREATE INDEX blog_posts_created_idx ON blog_posts (created_at, id);
CREATE INDEX blog_posts_newest_idx ON blog_posts ((coalesce(published_at, created_at)) DESC, id DESC) WHERE is_published;
CREATE INDEX blog_posts_category_idx ON blog_posts (category);

CREATE TABLE blog_post_views (
  post_id    uuid   PRIMARY KEY,
  view_count bigint NOT NULL
);

-- Visitor comments on promotions: plain text, stored as written.
CREATE TABLE comments (
  id           uuid        PRIMARY KEY,
  promotion_id uuid        NOT NULL,
  user_name    text        NOT NULL,
  comment      text        NOT NULL,
  rating       smallint    NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  search_text  text        NOT NULL,
  search_ascii text        NOT NULL
);
CREATE INDEX comments_promotion_idx ON comments (promotion_id, created_at DESC, id DESC);
-- The back office's list (admin_comments): newest or oldest first, by rating, the search.
CREATE INDEX comments_created_idx ON comments (created_at, id);
CREATE INDEX comments_rating_idx ON comments (rating, created_at, id);
CREATE INDEX comments_search_idx ON comments USING gin (search_ascii public.gin_trgm_ops);
-- The exact number of comments of each rating, for the back office's list unsearched (admin_comments:
-- the total, or a rating's): kept as promotion_totals is, one row so that concurrent batches
-- only wait for each other and never deadlock. An edit that changes the rating moves one.
CREATE TABLE comment_totals (
  id      smallint PRIMARY KEY CHECK (id = 1),
  rated_1 bigint   NOT NULL,
  rated_2 bigint   NOT NULL,
  rated_3 bigint   NOT NULL,
  rated_4 bigint   NOT NULL,
  rated_5 bigint   NOT NULL
);
INSERT INTO comment_totals VALUES (1, 0, 0, 0, 0, 0);
CREATE FUNCTION comment_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d bigint[] := ARRAY[0, 0, 0, 0, 0];
  r record;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    FOR r IN SELECT rating, count(*) AS n FROM new_rows GROUP BY rating LOOP
      d[r.rating] := d[r.rating] + r.n;
    END LOOP;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    FOR r IN SELECT rating, count(*) AS n FROM old_rows GROUP BY rating LOOP
      d[r.rating] := d[r.rating] - r.n;
    END LOOP;
  END IF;
  IF d <> ARRAY[0, 0, 0, 0, 0]::bigint[] THEN
    EXECUTE format('UPDATE %I.comment_totals SET rated_1 = rated_1 + $1[1], rated_2 = rated_2 + $1[2], '
                   'rated_3 = rated_3 + $1[3], rated_4 = rated_4 + $1[4], rated_5 = rated_5 + $1[5] WHERE id = 1',
                   TG_TABLE_SCHEMA) USING d;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER comment_totals_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comment_totals_change();
CREATE TRIGGER comment_totals_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comment_totals_change();
CREATE TRIGGER comment_totals_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comment_totals_change();

-- The home hero block and the site settings: at most one row each (id = 1); none = defaults.
CREATE TABLE hero (
  id               integer     PRIMARY KEY CHECK (id = 1),
  upper_title      text        NOT NULL,
  main_title       text        NOT NULL,
  highlighted_text text        NOT NULL,
  description      text        NOT NULL,
  button_text      text        NOT NULL,
  button_url       text        NOT NULL,
  updated_at       timestamptz NOT NULL
);

CREATE TABLE settings (
  id                integer     PRIMARY KEY CHECK (id = 1),
  blog_section_text text,
  updated_at        timestamptz NOT NULL
);

-- Page metadata by path.
CREATE TABLE seo_settings (
  id          uuid        PRIMARY KEY,
  page_name   text        NOT NULL,
  page_path   text        NOT NULL,
  title       text        NOT NULL,
  description text        NOT NULL,
  keywords    text        NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX seo_settings_path_idx ON seo_settings (page_path, updated_at DESC);

CREATE TABLE splash_ads (
  id         uuid        PRIMARY KEY,
  title      text        NOT NULL,
  href       text        NOT NULL,
  image_url  text        NOT NULL,
  is_active  boolean     NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search_text  text       NOT NULL,
  search_ascii text       NOT NULL
);

-- The sitemap XML (one row, id = 1), made beside the projector, not in its batch: a batch that
-- changed a casino or a blog post grows sitemap_changes.version in its transaction and records
-- which ones at that version in sitemap_dirty; the worker's sitemap thread then brings their
-- entries up to date from the projections and puts the XML together from the entries, in their
-- order, soon after (at most once per BONUS_SITEMAP_INTERVAL_MS), and records the count it was
-- built from in built_from. The two differ while a rebuild is due, after a restart too; a worker
-- looks at start (and when the origin changed, so a new public origin shows at once).
CREATE TABLE sitemap (
  id         integer     PRIMARY KEY CHECK (id = 1),
  xml        text        NOT NULL,
  origin     text        NOT NULL,
  urls       integer     NOT NULL,
  built_from bigint      NOT NULL,
  updated_at timestamptz NOT NULL
);
-- lz4: a few MB of XML at catalogue size, written once per rebuild; pglz took 50 ms of it.
ALTER TABLE sitemap ALTER COLUMN xml SET COMPRESSION lz4;
CREATE TABLE sitemap_changes (
  id      integer PRIMARY KEY CHECK (id = 1),
  version bigint  NOT NULL DEFAULT 0
);
-- Which casinos (kind 1) and posts (kind 2) the batch that made `version` changed; removed once a
-- rebuild has taken them.
CREATE TABLE sitemap_dirty (
  version bigint   NOT NULL,
  kind    smallint NOT NULL,
  id      uuid     NOT NULL
);
CREATE INDEX sitemap_dirty_version_idx ON sitemap_dirty (version);
-- One row per URL the sitemap lists after the static pages: every casino (kind 1, by name in
-- Turkish order, then id) and every published post (kind 2, newest first: at = published_at or
-- created_at, then id descending). `url` is the URL's element without the origin
-- (domain::sitemap_url_tail), so a new origin changes no entry. The indexes are the order: the
-- XML is read along them, not sorted.
CREATE TABLE sitemap_entries (
  kind smallint    NOT NULL,
  id   uuid        NOT NULL,
  name text        COLLATE "tr-TR-x-icu",
  at   timestamptz,
  url  text        NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX sitemap_entries_casinos_idx ON sitemap_entries (name, id) WHERE kind = 1;
CREATE INDEX sitemap_entries_posts_idx ON sitemap_entries (at DESC, id DESC) WHERE kind = 2;
INSERT INTO sitemap_changes (id) VALUES (1);


-- Scheduled publishing (admin only): the settings row (id = 1; none = the defaults) and the log
-- of what the publisher did, newest first on the admin page.
CREATE TABLE publishing_schedule (
  id                  integer     PRIMARY KEY CHECK (id = 1),
  daily_publish_count integer     NOT NULL CHECK (daily_publish_count BETWEEN 1 AND 10),
  is_active           boolean     NOT NULL,
  next_publish_at     timestamptz,
  last_published_at   timestamptz,
  updated_at          timestamptz NOT NULL
);

CREATE TABLE publishing_log (
  id           uuid        PRIMARY KEY,
  blog_id      uuid,
  published_at timestamptz NOT NULL,
  status       text        NOT NULL,
  detail       text
);
CREATE INDEX publishing_log_newest_idx ON publishing_log (published_at DESC, id);

-- AI jobs (admin only): one row per job with its progress and result, as the worker's job
-- events tell it. `version` grows with every event, so a waiting reader knows something changed.
CREATE TABLE ai_jobs (
  id               uuid        PRIMARY KEY,
  kind             text        NOT NULL,
  input            jsonb       NOT NULL,
  requested_by     text        NOT NULL,
  status           text        NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  cancel_requested boolean     NOT NULL DEFAULT false,
  done             integer     NOT NULL DEFAULT 0,
  total            integer     NOT NULL DEFAULT 0,
  current_title    text,
  result           jsonb,
  error            text,
  tokens           bigint      NOT NULL DEFAULT 0,
  calls            integer     NOT NULL DEFAULT 0,
  latency_ms       bigint      NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  version          bigint      NOT NULL DEFAULT 1
);
CREATE INDEX ai_jobs_newest_idx ON ai_jobs (created_at DESC, id);

-- The finished steps of a batch ("ideas", "post:0", ...): a resumed job skips these.
CREATE TABLE ai_job_steps (
  job_id uuid        NOT NULL,
  step   text        NOT NULL,
  ok     boolean     NOT NULL,
  title  text,
  result jsonb,
  error  text,
  at     timestamptz NOT NULL,
  PRIMARY KEY (job_id, step)
);

-- Where each entity's search-engine submission stands: pending (requested), indexed, failed.
CREATE TABLE indexing_status (
  entity_id  uuid        PRIMARY KEY,
  entity     text        NOT NULL,
  url        text        NOT NULL,
  status     text        NOT NULL CHECK (status IN ('pending', 'indexed', 'failed')),
  error      text,
  attempts   integer     NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);

-- Outbound clicks (/git/...), per UTC day, from outbound_link.clicked (worker/src/projections/
-- outbound_clicks.cpp). A promotion's click counts for the promotion and for its casino; a casino's
-- own link (and an inactive promotion's, sent on to its casino) for the casino only.
CREATE TABLE clicks_by_promotion (
  day          date   NOT NULL,
  promotion_id uuid   NOT NULL,
  clicks       bigint NOT NULL,
  PRIMARY KEY (day, promotion_id)
);
CREATE INDEX clicks_by_promotion_entity_idx ON clicks_by_promotion (promotion_id, day);
CREATE TABLE clicks_by_casino (
  day       date   NOT NULL,
  casino_id uuid   NOT NULL,
  clicks    bigint NOT NULL,
  PRIMARY KEY (day, casino_id)
);
CREATE INDEX clicks_by_casino_entity_idx ON clicks_by_casino (casino_id, day);
CREATE TABLE clicks_by_splash_ad (
  day          date   NOT NULL,
  splash_ad_id uuid   NOT NULL,
  clicks       bigint NOT NULL,
  PRIMARY KEY (day, splash_ad_id)
);
-- The same-origin page a click came from ("" when the browser sent none or another site's).
CREATE TABLE clicks_by_referrer (
  day    date   NOT NULL,
  path   text   NOT NULL,
  clicks bigint NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE clicks_by_device (
  day    date   NOT NULL,
  device text   NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  clicks bigint NOT NULL,
  PRIMARY KEY (day, device)
);
-- The day's distinct visitor hashes (HMAC under a salt that existed only that UTC day): unique
-- visitors of a day = its rows. Not linkable across days, nor to an address once the salt is gone.
CREATE TABLE click_visitors (
  day     date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (day, visitor)
);

-- Views per UTC day: the site's blog views (from blog_post.viewed, by the day of the event) and the
-- detail pages of promotions and casinos (promotion.viewed, casino.viewed): the back office's
-- statistics and click-through rates (clicks ÷ detail views).
CREATE TABLE blog_views_by_day (
  day   date   PRIMARY KEY,
  views bigint NOT NULL
);
CREATE TABLE promotion_views_by_day (
  day          date   NOT NULL,
  promotion_id uuid   NOT NULL,
  views        bigint NOT NULL,
  PRIMARY KEY (day, promotion_id)
);
CREATE INDEX promotion_views_by_day_entity_idx ON promotion_views_by_day (promotion_id, day);
CREATE TABLE casino_views_by_day (
  day       date   NOT NULL,
  casino_id uuid   NOT NULL,
  views     bigint NOT NULL,
  PRIMARY KEY (day, casino_id)
);
CREATE INDEX casino_views_by_day_entity_idx ON casino_views_by_day (casino_id, day);
-- What the statistics read instead of the daily rows (projections/day_counts.cpp). Running
-- totals per promotion and per casino: a row per entity and day that had clicks or detail views,
-- holding the entity's clicks and views through that day, and the day of its next row
-- ('infinity' for the last). The row in force on day X is the one whose [day, next_day) holds X,
-- found for every entity at once through the GiST index; an entity's sum over [from, to] is its
-- total at `to` less its total at from - 1. So a 90-day top list reads two rows per entity, not
-- one per entity and day. Kept by the same batches as the daily rows, so replay rebuilds it.
CREATE TABLE running_totals (
  kind     text   NOT NULL CHECK (kind IN ('promotion', 'casino')),
  id       uuid   NOT NULL,
  day      date   NOT NULL,
  next_day date   NOT NULL,
  clicks   bigint NOT NULL,
  views    bigint NOT NULL,
  PRIMARY KEY (kind, id, day)
);
CREATE INDEX running_totals_promotion_at_idx ON running_totals USING gist (daterange(day, next_day))
  WHERE kind = 'promotion';
CREATE INDEX running_totals_casino_at_idx ON running_totals USING gist (daterange(day, next_day))
  WHERE kind = 'casino';
-- Unique visitors per day (the rows click_visitors gained that day): the chart reads 1 row a day.
CREATE TABLE click_visitors_by_day (
  day      date   PRIMARY KEY,
  visitors bigint NOT NULL
);
-- Bulk actions of the back office (one command on many rows, carried out by the worker's job
-- runner): the rows asked for, how many are done, and the refused ones with their reasons
-- ([{id, reason}]). finished_at is set once every row was handled.
CREATE TABLE bulk_actions (
  id          uuid        PRIMARY KEY,
  resource    text        NOT NULL,
  action      text        NOT NULL,
  total       bigint      NOT NULL,
  done        bigint      NOT NULL DEFAULT 0,
  refused     jsonb       NOT NULL DEFAULT '[]',
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  finished_at timestamptz
);
-- History (worker/src/projections/history.cpp): one row per content event of an entity, with the
-- entity's whole state after it (JSON of its payload's fields). entity_type is the api's type
-- segment (casinos, promotions, categories, blog-posts, splash-ads, seo-settings, hero, settings,
-- publishing-schedule); singletons have the id 'current'. A deleted entity keeps its rows: the
-- last one holds its last state, which the bin restores.
CREATE TABLE entity_versions (
  entity_type   text        NOT NULL,
  entity_id     text        NOT NULL,
  version       integer     NOT NULL,  -- 1 = the entity's first event
  event_id      uuid        NOT NULL,
  at            timestamptz NOT NULL,
  actor         text        NOT NULL,  -- the envelope's actor
  action        text        NOT NULL,  -- created, updated, saved, deleted, activated, published, indexed...
  via           text,                  -- restore, bulk, ai_batch, publisher
  restored_from integer,
  state         jsonb       NOT NULL,
  PRIMARY KEY (entity_type, entity_id, version)
);
-- Per entity: its latest version, its label (name or title) with the search forms of the admin
-- lists, and, while it is deleted (in the bin), when and by whom.
CREATE TABLE entity_heads (
  entity_type  text        NOT NULL,
  entity_id    text        NOT NULL,
  version      integer     NOT NULL,
  label        text        NOT NULL,
  search_text  text        NOT NULL,
  search_ascii text        NOT NULL,
  deleted_at   timestamptz,
  deleted_by   text,
  PRIMARY KEY (entity_type, entity_id)
);
CREATE INDEX entity_heads_bin_idx ON entity_heads (deleted_at DESC, entity_id) WHERE deleted_at IS NOT NULL;
-- The activity log: every version (history = true) and the sign-in audit events and comment
-- deletions (history = false; no text). actor as in the envelope; address only the /24 or /48.
CREATE TABLE activity (
  id           text        PRIMARY KEY,  -- the event id (a batch's posts: event id ':' post id)
  at           timestamptz NOT NULL,
  actor        text        NOT NULL,
  action       text        NOT NULL,
  entity_type  text        NOT NULL,     -- a type segment, 'comments' or 'account'
  entity_id    text,
  entity_label text,
  address      text,
  history      boolean     NOT NULL
);
CREATE INDEX activity_at_idx ON activity (at DESC, id DESC);
CREATE INDEX activity_actor_idx ON activity (actor, at DESC);
