println '123'.toLong() + 1
println 7.toLong()
