def x
println x
x = 3
println x
String s
println s
