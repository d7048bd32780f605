try {
  throw new IllegalArgumentException('bad input')
} catch (e) {
  println "${e.class.simpleName}: ${e.message}"
  println e.toString()
}
