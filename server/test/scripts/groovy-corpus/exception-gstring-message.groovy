def code = 'E42'
try {
  throw new Exception("failed with ${code}")
} catch (Exception e) {
  println e.message
  println e.message.contains('E42')
}
