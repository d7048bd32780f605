println 'abc'.matches(/a.c/)
println 'order 42 of 7'.find(/\d+/)
println 'order 42 of 7'.findAll(/\d+/)
