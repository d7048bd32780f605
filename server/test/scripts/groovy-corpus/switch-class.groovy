def describe = { v ->
  switch (v) {
    case String:
      return 'text'
    case Integer:
      return 'int'
    case List:
      return 'list'
    default:
      return 'other'
  }
}
println describe('x')
println describe(5)
println describe([1])
println describe(null)
