for (i in 1..6) {
  if (i % 2 == 0) continue
  println i
}
