try {
  throw new Exception('plain')
} catch (e) {
  println "got ${e.message}"
}
