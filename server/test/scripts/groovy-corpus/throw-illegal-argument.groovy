def check = { qty ->
  if (qty < 0) throw new IllegalArgumentException('negative quantity')
  qty
}
try {
  check(-1)
} catch (IllegalArgumentException e) {
  println e.message
}
println check(3)
