try {
  def m = null
  m.size()
} catch (Exception e) {
  println 'null call caught'
}
