try {
  throw new RuntimeException('stop')
} catch (e) {
  println e.message
}
