def name = 'Ann'
def order = [id: 7]
println "Hello $name."
println "$name's order"
println "#$order.id!"
println "${name}s"
