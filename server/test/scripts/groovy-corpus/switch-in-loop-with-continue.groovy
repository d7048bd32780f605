def out = []
for (n in 1..5) {
  switch (n) {
    case 2:
      continue
    case 4:
      out << 'four'
      break
    default:
      out << n
  }
}
println out
