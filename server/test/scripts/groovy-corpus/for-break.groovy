def found = null
for (code in ['x1', 'y2', 'z3']) {
  if (code.startsWith('y')) {
    found = code
    break
  }
}
println found
