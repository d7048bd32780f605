def i = 0
while (true) {
  i += 1
  if (i == 4) break
}
println i
