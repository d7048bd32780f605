def csv = 'sku,qty\nA,2\nB,5\nC,0'
def rows = csv.readLines().drop(1).collect { line ->
  def cells = line.split(',')
  [sku: cells[0], qty: cells[1].toInteger()]
}
println rows.findAll { it.qty > 0 }*.sku
println rows.sum { it.qty }
