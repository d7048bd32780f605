def kind = { c ->
  switch (c) {
    case 'jpg':
    case 'png':
      return 'image'
    case 'csv':
    case 'xlsx':
      return 'sheet'
    default:
      return 'file'
  }
}
println(['png', 'csv', 'txt', 'jpg'].collect { kind(it) })
