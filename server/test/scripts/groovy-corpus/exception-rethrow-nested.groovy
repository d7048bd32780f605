def log = []
try {
  try {
    throw new RuntimeException('inner')
  } catch (e) {
    log << "first ${e.message}"
    throw new RuntimeException('outer')
  } finally {
    log << 'inner finally'
  }
} catch (e) {
  log << "second ${e.message}"
}
println log
