def order = [qty: 5, status: 'open', lines: [1]]
if (order.qty > 1 &&
    order.status == 'open' &&
    order.lines) {
  println 'ready'
}
def total = 1 +
  2 +
  3
println total
