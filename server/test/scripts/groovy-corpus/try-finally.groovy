def log = []
try {
  log << 'try'
} finally {
  log << 'finally'
}
println log
