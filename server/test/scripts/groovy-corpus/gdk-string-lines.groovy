def text = 'a\nb\nc'
println text.readLines()
text.eachLine { println "> $it" }
