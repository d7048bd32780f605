def r = 1..10
println r.contains(5)
println 11 in r
