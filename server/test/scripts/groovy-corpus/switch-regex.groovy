def kind = { s ->
  switch (s) {
    case ~/\d+/:
      return 'digits'
    case ~/[a-z]+/:
      return 'letters'
    default:
      return 'mixed'
  }
}
println kind('123')
println kind('abc')
println kind('a1')
