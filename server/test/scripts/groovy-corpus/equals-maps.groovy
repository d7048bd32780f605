println([a: 1, b: 2] == [b: 2, a: 1])
println([a: 1] == [a: 2])
println([a: [1, 2]] == [a: [1, 2]])
