def steps = []
try {
  steps << 'start'
  throw new Exception('boom')
} catch (Exception e) {
  steps << "caught ${e.message}"
} finally {
  steps << 'cleanup'
}
println steps
