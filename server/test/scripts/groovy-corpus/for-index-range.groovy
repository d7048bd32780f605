def l = ['a', 'b', 'c']
for (i in 0..<l.size()) {
  println "$i=${l[i]}"
}
