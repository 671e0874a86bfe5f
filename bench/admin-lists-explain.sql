-- The plans of the back-office lists' first pages (bench/admin-lists.sh runs it on its seeded
-- database and keeps the output in bench/results/admin-lists-explain.txt).
SET search_path TO proj, public;
\echo '--- promotions first page (created desc)'
EXPLAIN (ANALYZE, COSTS OFF, TIMING ON, SUMMARY ON) SELECT p.id, p.title, c.name, coalesce(cat.name, p.category) FROM promotions p LEFT JOIN casinos c ON c.id = p.casino_id LEFT JOIN categories cat ON cat.id = p.category_id ORDER BY p.created_at DESC, p.id DESC LIMIT 50;
\echo '--- promotions by title (tr collation)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT p.id FROM promotions p ORDER BY p.title COLLATE "tr-TR-x-icu" ASC, p.id ASC LIMIT 50;
\echo '--- promotions count'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT count(*) FROM promotions p;
\echo '--- promotions search hos'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT p.id FROM promotions p WHERE p.search_ascii LIKE '%hos%' ORDER BY p.created_at DESC, p.id DESC LIMIT 50;
\echo '--- comments oldest first'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT m.id, p.title FROM comments m LEFT JOIN promotions p ON p.id = m.promotion_id ORDER BY m.created_at ASC, m.id ASC LIMIT 50;
\echo '--- comments count rating 1'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT count(*) FROM comments m WHERE m.rating = 1::smallint;
\echo '--- casinos by name'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT c.id, (SELECT count(*) FROM visible_promotions vp WHERE vp.casino_id = c.id) FROM casinos c ORDER BY c.name COLLATE "tr-TR-x-icu" ASC, c.id ASC LIMIT 50;
\echo '--- promotions search hos: the count over the promotions (as before promotion_search)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT count(*) FROM promotions p WHERE p.search_ascii LIKE '%hos%';
\echo '--- promotions search hos: the count the api makes (promotion_search)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT count(*) FROM promotion_search s WHERE s.search_ascii LIKE '%hos%';
\echo '--- comments count (as before comment_totals)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT count(*) FROM comments m;
\echo '--- comments count the api makes (comment_totals)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT rated_1 + rated_2 + rated_3 + rated_4 + rated_5 FROM comment_totals;
