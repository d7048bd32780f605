def total = 0
for (i in 1..4) {
  total += i
}
println total
