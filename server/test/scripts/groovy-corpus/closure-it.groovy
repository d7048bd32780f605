def twice = { it * 2 }
println twice(4)
println twice('ab')
