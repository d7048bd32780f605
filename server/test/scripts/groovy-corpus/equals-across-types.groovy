println '1' == 1
println 1L == 1
println 1 == 1.0d
println null == false
println([1] == [1L])
println(([1, 2] as String) == '[1, 2]')
