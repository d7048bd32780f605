println 'hello world'.capitalize()
println 'x'.capitalize()
