try {
  throw new IllegalStateException('bad state')
} catch (IllegalStateException e) {
  println e.getMessage()
  println e instanceof IllegalStateException
}
