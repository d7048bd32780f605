def items = [[n: 'a', p: 5], [n: 'b', p: 12], [n: 'c', p: 2]]
println items.max { it.p }.n
println items.min { it.p }.n
