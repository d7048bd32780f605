String name = 'Ann'
int count = 3
BigDecimal price = 2.50
List items = [1, 2]
Map meta = [a: 1]
boolean ok = true
println "$name $count $price $items $meta $ok"
