println([1, 2, 3] == [1, 2, 3])
println([1, 2] == [2, 1])
println([] == [])
