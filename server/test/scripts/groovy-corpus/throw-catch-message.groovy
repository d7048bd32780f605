try {
  throw new Exception('bad order')
} catch (Exception e) {
  println "caught: ${e.message}"
}
