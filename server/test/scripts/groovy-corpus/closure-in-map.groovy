def ops = [add: { a, b -> a + b }, neg: { -it }]
println ops.add(2, 3)
println ops['neg'](4)
println ops.add.call(1, 1)
