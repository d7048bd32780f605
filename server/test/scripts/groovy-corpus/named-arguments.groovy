def order(Map opts) {
  "${opts.id}:${opts.qty ?: 1}"
}
println order(id: 'A')
println order(id: 'B', qty: 4)
