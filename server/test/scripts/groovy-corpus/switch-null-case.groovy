def label = { v ->
  switch (v) {
    case null:
      return 'nothing'
    case '':
      return 'empty'
    default:
      return v
  }
}
println label(null)
println label('')
println label('x')
