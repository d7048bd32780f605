println((0..<3).toList())
def items = ['a', 'b', 'c', 'd']
println items[0..<2]
