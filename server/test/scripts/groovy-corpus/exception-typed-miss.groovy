def result = []
try {
  try {
    throw new IllegalStateException('s')
  } catch (IllegalArgumentException e) {
    result << 'wrong handler'
  }
} catch (IllegalStateException e) {
  result << 'outer handler'
}
println result
