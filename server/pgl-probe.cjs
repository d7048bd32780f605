const { PGlite } = require('@electric-sql/pglite');
(async () => {
  let t = Date.now();
  const mem = new PGlite(); await mem.waitReady; console.log('memory', Date.now() - t, 'ms', Math.round(process.memoryUsage().rss/1e6), 'MB');
  t = Date.now();
  const disk = new PGlite('/tmp/pgl-test-dir'); await disk.waitReady; console.log('new dir', Date.now() - t, 'ms');
  await disk.exec('create table if not exists t(x int)'); await disk.close();
  t = Date.now();
  const again = new PGlite('/tmp/pgl-test-dir'); await again.waitReady; console.log('reopen', Date.now() - t, 'ms');
  t = Date.now(); const dump = await again.dumpDataDir('none'); console.log('dump', Date.now()-t, 'ms', dump.size);
  t = Date.now(); const fromDump = new PGlite({ loadDataDir: dump }); await fromDump.waitReady; console.log('load dump (memory)', Date.now()-t, 'ms');
  console.log((await fromDump.query('select count(*) from t')).rows);
  console.log('rss', Math.round(process.memoryUsage().rss/1e6), 'MB');
})();
