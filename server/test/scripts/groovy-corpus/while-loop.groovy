def i = 0
while (i < 3) {
  println i
  i++
}
println 'done'
