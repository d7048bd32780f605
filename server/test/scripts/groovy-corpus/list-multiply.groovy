println([1, 2] * 3)
println(['x'] * 2)
