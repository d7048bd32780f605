String label(String code, int qty) {
  return code + ' x' + qty
}
println label('A1', 3)
