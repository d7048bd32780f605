def classify = { n ->
  switch (n) {
    case [1, 2, 3]:
      return 'small'
    case 4..9:
      return 'medium'
    default:
      return 'large'
  }
}
println classify(2)
println classify(7)
println classify(40)
