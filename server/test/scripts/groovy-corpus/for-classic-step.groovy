def out = []
for (def i = 10; i > 0; i -= 3) {
  out << i
}
println out
