def stock = [apples: 3, pears: 0]
for (entry in stock) {
  println "${entry.key}=${entry.value}"
}
