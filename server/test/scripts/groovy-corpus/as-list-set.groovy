def s = [3, 1, 3, 2] as Set
println s.size()
println(s.contains(3))
println([1, 2] as List)
